import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { ModuleLevel } from '@reentry/contracts/content';

export const sharedMessages = defineMessages({
  leavesSite: {
    id: 'learning.shared.leavesSite',
    defaultMessage: '(opens another website)',
    description: 'Read by screen readers after an external link, and printed on paper',
  },
  sources: { id: 'learning.shared.sources', defaultMessage: 'Sources', description: 'Heading above the official sources a section cites' },
  backHome: { id: 'learning.shared.backHome', defaultMessage: 'Back to Home', description: 'Link back to the home page' },
  levelBeginner: { id: 'learning.shared.level.beginner', defaultMessage: 'Beginner', description: 'Module level' },
  levelIntermediate: { id: 'learning.shared.level.intermediate', defaultMessage: 'Intermediate', description: 'Module level' },
  levelAdvanced: { id: 'learning.shared.level.advanced', defaultMessage: 'Advanced', description: 'Module level' },
});

export const levelMessages: Record<ModuleLevel, MessageDescriptor> = {
  Beginner: sharedMessages.levelBeginner,
  Intermediate: sharedMessages.levelIntermediate,
  Advanced: sharedMessages.levelAdvanced,
};

export const moduleNumberMessage = defineMessage<{ id: number }>({
  id: 'learning.shared.moduleNumber',
  defaultMessage: 'Module {id}',
  description: 'Small label with a module number, e.g. above its title',
});

export const lockedCardMessage = defineMessage<{ previous: number }>({
  id: 'learning.shared.locked',
  defaultMessage: 'Complete Module {previous} to Unlock',
  description: 'Locked module card (spec wording)',
});
