/**
 * @jest-environment node
 */
// The shell's expectations of this remote (manifest, RemoteModule, loaders, messages, release check).
import path from 'node:path';
import { describeRemoteContract } from '@reentry/remote-contract-tests';
import remote from './remote';

describeRemoteContract({ remote, packageDir: path.resolve(__dirname, '..') });
