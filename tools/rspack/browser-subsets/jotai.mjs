// The jotai the browser shares: only the names the site's browser code imports
// (see react-router.mjs beside this file).
export { atom, createStore, Provider, useAtom, useAtomValue } from 'jotai-full';
