/** Types the custom `client:settled` directive registered in astro.config.mjs. */
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:settled'?: boolean;
  }
}
