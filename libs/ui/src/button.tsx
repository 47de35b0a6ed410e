import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary';

/** A native button with the site's look; keyboard and screen-reader behaviour stay native. */
export function Button({ variant = 'primary', className, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }) {
  return <button type="button" className={['button', `button--${variant}`, className].filter(Boolean).join(' ')} {...props} />;
}
