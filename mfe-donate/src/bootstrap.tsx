import { renderStandalone } from '@reentry/platform';
import remote from './remote';

renderStandalone(remote, document.getElementById('root')!);
