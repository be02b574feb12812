/** Types the custom `client:interact` and `client:settled` directives registered in astro.config.mjs. */
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:interact'?: boolean;
    'client:settled'?: boolean;
  }
}
