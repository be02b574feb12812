/** Mounts the single toaster on first need; later calls do nothing. */
import { createRoot } from 'react-dom/client';
import { Toaster } from './Toaster';

let mounted = false;

export function mountToaster(): void {
  if (mounted) return;
  mounted = true;
  const host = document.createElement('div');
  host.className = 'toaster-host';
  document.body.append(host);
  createRoot(host).render(<Toaster />);
}
