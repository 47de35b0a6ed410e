import { useSyncExternalStore, type ComponentProps } from 'react';
import { busyButtonProps } from './busy-button.js';

export type ButtonVariant = 'primary' | 'secondary';
/** A native button's props, `ref` included (React 19 passes it as a prop). */
type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant };

/** A native button with the site's look; keyboard and screen-reader behaviour stay native. */
export function Button({ variant = 'primary', className, ...props }: ButtonProps) {
  return <button type="button" className={['button', `button--${variant}`, className].filter(Boolean).join(' ')} {...props} />;
}

const noSubscription = () => () => {};

/** False in the server's HTML and while React hydrates it; true once the page's script runs. */
export function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Props for a button that does nothing until the page's script runs: disabled in the server's HTML and
 * while React hydrates it, and marked `data-awaits-script`: a control whose press the platform does itself
 * (copy, print, Listen: `data-press-action`) is enabled as the site's script starts (press-actions.ts).
 * Without any script the button stays disabled; hide it then too (`data-requires-script`) if it means nothing.
 */
export function untilScriptProps(hydrated: boolean): { disabled?: true; 'data-awaits-script'?: '' } {
  return hydrated ? {} : { disabled: true, 'data-awaits-script': '' };
}

/**
 * A form's send button. It stays disabled until the page's script has taken over: on a slow phone a
 * form sent before that would reload the page and lose what was typed. A form the server answers when it
 * is posted without script (the public forms: a route action) says `worksWithoutScript`, and its button
 * is never disabled. While `busy` (sending) it says it is unavailable and ignores presses, but keeps
 * keyboard focus (see busyButtonProps).
 */
export function SubmitButton({
  busy = false,
  disabled = false,
  worksWithoutScript = false,
  ...props
}: Omit<ButtonProps, 'type'> & { busy?: boolean; worksWithoutScript?: boolean }) {
  const hydrated = useHydrated();
  return <Button {...props} {...busyButtonProps(busy)} type="submit" disabled={disabled} {...untilScriptProps(hydrated || disabled || worksWithoutScript)} />;
}
