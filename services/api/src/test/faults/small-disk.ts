import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface SmallDisk {
  dir: string;
  /** Fills the disk to the last byte with a filler file. */
  fill(): void;
  /** Deletes the filler: space is back. */
  free(): void;
  unmount(): void;
}

/** Whether this process may mount a tmpfs (root with CAP_SYS_ADMIN); answers with the reason when not. */
export function canMountTmpfs(): true | string {
  if (process.getuid?.() !== 0) return 'not running as root';
  const probe = mkdtempSync(path.join(os.tmpdir(), 'tmpfs-probe-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', probe], { stdio: 'pipe' });
    execFileSync('umount', [probe], { stdio: 'pipe' });
    return true;
  } catch (err) {
    return `mount -t tmpfs failed: ${String((err as { stderr?: Buffer }).stderr ?? err).trim()}`;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}

/** A tmpfs of `sizeMb` mounted on a fresh temporary folder: a disk the test can fill. */
export function mountSmallDisk(sizeMb: number): SmallDisk {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fault-disk-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m,mode=0755`, 'tmpfs', dir]);
  const filler = path.join(dir, 'filler');
  return {
    dir,
    fill() {
      const fd = openSync(filler, 'a');
      const chunk = Buffer.alloc(1 << 16);
      try {
        for (;;) writeSync(fd, chunk);
      } catch (err) {
        if ((err as { code?: string }).code !== 'ENOSPC') throw err;
        // The last partial chunk: write smaller pieces until not even one byte fits.
        for (let size = 1 << 15; size >= 1; size >>= 1) {
          try {
            for (;;) writeSync(fd, chunk, 0, size);
          } catch {
            // this size no longer fits; try a smaller one
          }
        }
      } finally {
        closeSync(fd);
      }
    },
    free: () => rmSync(filler, { force: true }),
    unmount() {
      execFileSync('umount', ['-l', dir]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
