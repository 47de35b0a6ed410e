import { createAppConfig } from '@reentry/tools/rspack';
import { devRemotesManifest } from './dev-remotes.mjs';

export default createAppConfig({
  name: 'shell',
  dir: import.meta.dirname,
  port: 3000,
  isHost: true,
  // In dev the shell's server answers /remotes.json with the remotes' own dev servers.
  devJson: { '/remotes.json': devRemotesManifest },
});
