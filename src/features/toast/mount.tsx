/**
 * Mounts the single toaster on first need; later calls do nothing. Its stylesheet is fetched here,
 * not inlined in every page, and the toaster renders once the styles are in.
 */
import { createRoot } from 'react-dom/client';
import { Toaster } from './Toaster';
import href from './toast.css?url';

let mounted = false;

export function mountToaster(): void {
  if (mounted) return;
  mounted = true;
  const host = document.createElement('div');
  host.className = 'toaster-host';
  document.body.append(host);
  const render = () => createRoot(host).render(<Toaster />);
  const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
  link.addEventListener('load', render, { once: true });
  link.addEventListener('error', render, { once: true });
  document.head.append(link);
}
