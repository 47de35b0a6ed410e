import { createCatalogueFiles, parseCataloguePath } from './catalogue-files';

const spanish = { 'home.title': 'Construya un futuro exitoso', 'nav.home': 'Inicio' };

describe('message catalogue files', () => {
  it('names a file by its catalogue, language and content, and none for an empty catalogue (English)', () => {
    const files = createCatalogueFiles();
    const file = files.fileFor('shell', 'es', spanish)!;
    expect(file.path).toMatch(/^\/i18n\/shell\.es\.[0-9a-f]{8}\.json$/);
    expect(JSON.parse(file.body)).toEqual(spanish);
    expect(files.fileFor('shell', 'es', { ...spanish, 'nav.home': 'Portada' })!.path).not.toBe(file.path);
    expect(files.fileFor('shell', 'en', {})).toBeNull();
    // The same catalogue object (its loader's answer at every render) is named once and answered as kept.
    expect(files.fileFor('shell', 'es', spanish)).toBe(file);
    expect(files.fileFor('learning', 'es', spanish)!.path).toMatch(/^\/i18n\/learning\.es\./);
  });

  it('answers a file it named, makes one again from the loader (a restart, another instance), and refuses a stale or unknown one', async () => {
    const path = createCatalogueFiles().fileFor('learning', 'es', spanish)!.path;
    const load = jest.fn(async (name: string) => (name === 'learning' ? spanish : undefined));
    const files = createCatalogueFiles();
    expect(await files.read(path, load)).toBe(JSON.stringify(spanish));
    expect(load).toHaveBeenCalledWith('learning', 'es');
    load.mockClear();
    expect(await files.read(path, load)).toBe(JSON.stringify(spanish)); // kept now
    expect(load).not.toHaveBeenCalled();
    expect(await files.read(path.replace(/[0-9a-f]{8}\.json$/, '00000000.json'), load)).toBeUndefined();
    expect(await files.read('/i18n/nobody.es.00000000.json', load)).toBeUndefined();
    expect(await files.read('/i18n/learning.xx.00000000.json', load)).toBeUndefined();
    expect(await files.read('/i18n/../secrets.json', load)).toBeUndefined();
  });

  it('reads only well-formed paths', () => {
    expect(parseCataloguePath('/i18n/mfe-forms.es.0a1b2c3d.json')).toEqual({ name: 'mfe-forms', locale: 'es' });
    for (const path of ['/i18n/__proto__.es.0a1b2c3d.json', '/i18n/shell.es.0A1B2C3D.json', '/i18n/shell.es.0a1b2c3d.json?x', '/i18n/shell.fr.0a1b2c3d.json', '/shell.es.0a1b2c3d.json']) {
      expect(parseCataloguePath(path)).toBeNull();
    }
  });
});
