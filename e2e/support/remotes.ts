import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Each remote, one of its spec paths, and the heading its page shows in each language. */
export const remotePages = [
  { id: 'learning', path: '/modules', en: 'Learning modules', es: 'Módulos de aprendizaje' },
  { id: 'forms', path: '/schedule', en: 'Schedule a presentation', es: 'Programe una presentación' },
  { id: 'donate', path: '/donate', en: 'Donate', es: 'Haga una donación' },
  { id: 'admin', path: '/admin', en: 'Admin dashboard', es: 'Panel de administración' },
  { id: 'instructor', path: '/instructor', en: 'Instructor portal', es: 'Portal del instructor' },
] as const;

export function remoteDist(id: string): string {
  return path.join(repoRoot, `mfe-${id}`, 'dist');
}
