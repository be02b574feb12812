/** Types the custom `client:interact` directive registered in astro.config.mjs. */
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:interact'?: boolean;
  }
}
