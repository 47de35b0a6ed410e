import { useIntl } from 'react-intl';
import { learningObjectiveMessages, learningObjectives, type LearningObjective } from '@reentry/contracts/learning-objective-names';
import { SelectField } from '@reentry/ui';
import { objectiveMessages } from './objective.messages';

export interface ObjectivePickerProps {
  name: string;
  label: string;
  value: unknown;
  error?: string;
  /** Sets the question's objective in both languages (it is the same in both). */
  onPick(objective: LearningObjective): void;
}

/** What a quiz question checks (issue 40): one of the learning objectives, by name, in the editor's language. */
export function ObjectivePicker({ name, label, value, error, onPick }: ObjectivePickerProps) {
  const intl = useIntl();
  return (
    <SelectField
      name={name}
      label={label}
      error={error}
      value={typeof value === 'string' ? value : ''}
      placeholder={intl.formatMessage(objectiveMessages.none)}
      options={learningObjectives.map((objective) => ({ value: objective, label: intl.formatMessage(learningObjectiveMessages[objective]) }))}
      onChange={(event) => {
        const picked = learningObjectives.find((objective) => objective === event.target.value);
        if (picked) onPick(picked);
      }}
    />
  );
}
