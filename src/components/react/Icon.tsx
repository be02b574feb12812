/** The site's stroke icons for React islands (same paths as Icon.astro); decorative unless labelled. */
import { iconPaths, type IconName } from '../iconPaths';

interface Props {
  name: IconName;
  label?: string;
  size?: number;
  className?: string;
}

export function Icon({ name, label, size = 24, className }: Props) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      className={className}
      {...a11y}
    >
      <path d={iconPaths[name]} />
    </svg>
  );
}
