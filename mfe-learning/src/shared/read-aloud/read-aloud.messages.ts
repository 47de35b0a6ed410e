import { defineMessage, defineMessages } from 'react-intl';

export const readAloudMessages = defineMessages({
  toolbar: defineMessage<{ title: string }>({ id: 'learning.readAloud.toolbar', defaultMessage: 'Read aloud: {title}', description: 'Label of the group of read-aloud buttons' }),
  play: { id: 'learning.readAloud.play', defaultMessage: 'Play', description: 'Read-aloud button: start again or go on after a pause' },
  pause: { id: 'learning.readAloud.pause', defaultMessage: 'Pause', description: 'Read-aloud button: pause the reading' },
  stop: { id: 'learning.readAloud.stop', defaultMessage: 'Stop', description: 'Read-aloud button: stop and close the controls' },
  close: { id: 'learning.readAloud.close', defaultMessage: 'Close', description: 'Closes the read-aloud message when nothing can be read' },
  slower: { id: 'learning.readAloud.slower', defaultMessage: 'Slower', description: 'Read-aloud toggle button: read more slowly (pressed) or at normal speed' },
  loading: { id: 'learning.readAloud.loading', defaultMessage: 'Getting ready to read…', description: 'While the read-aloud voice loads' },
  playing: { id: 'learning.readAloud.playing', defaultMessage: 'Reading aloud.', description: 'Status while reading aloud' },
  paused: { id: 'learning.readAloud.paused', defaultMessage: 'Paused.', description: 'Status when reading aloud is paused' },
  finished: { id: 'learning.readAloud.finished', defaultMessage: 'Finished reading.', description: 'Status when the whole section was read' },
  noVoice: {
    id: 'learning.readAloud.noVoice',
    defaultMessage: 'This device has no English voice, so it cannot read this aloud. You can add one in your phone’s text-to-speech settings.',
    description: 'When the device has no voice for the page language. The page and its text are in the same language, so name it: English here, Spanish in the Spanish catalogue',
  },
  unsupported: {
    id: 'learning.readAloud.unsupported',
    defaultMessage: 'This browser cannot read aloud. Try another browser, like Chrome.',
    description: 'When the browser has no speech synthesis at all',
  },
  failed: {
    id: 'learning.readAloud.failed',
    defaultMessage: 'The reading stopped because of a problem on this device. Press Play to try again.',
    description: 'When speech synthesis failed while reading',
  },
});
