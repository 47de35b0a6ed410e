// Writes .br and .gz beside each text asset at build time, so the server (koa-send) can hand
// slow phones compressed files without compressing on every request. A small plugin rather
// than compression-webpack-plugin, whose webpack peer dependency would install webpack itself.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const TEXT_ASSET = /\.(js|css|html|json|svg)$/;
const MIN_BYTES = 1024;

export class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async (assets) => {
          const jobs = Object.entries(assets)
            .filter(([name, source]) => TEXT_ASSET.test(name) && source.size() >= MIN_BYTES)
            .map(async ([name, source]) => {
              const input = Buffer.from(source.buffer());
              const [br, gzipped] = await Promise.all([
                brotli(input, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
                gz(input, { level: 9 }),
              ]);
              compilation.emitAsset(`${name}.br`, new sources.RawSource(br));
              compilation.emitAsset(`${name}.gz`, new sources.RawSource(gzipped));
            });
          await Promise.all(jobs);
        },
      );
    });
  }
}
