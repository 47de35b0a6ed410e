// The package's one entry: it is a Module Federation singleton shared by the shell and remotes.
export { Button, type ButtonVariant } from './button.js';
export { PageIntro, type PageIntroMessages } from './page-intro.js';
export { TextField, type TextFieldProps } from './text-field.js';
