// Lets a script import the server's TypeScript modules directly (Node 24 strips the types): a
// relative import without an extension, as the bundler and vitest accept it, resolves to `.ts`.
import { registerHooks } from 'node:module';

registerHooks({
  resolve(specifier, context, next) {
    try {
      return next(specifier, context);
    } catch (error) {
      if (specifier.startsWith('.') && !/\.[cm]?[jt]sx?$|\.json$/.test(specifier))
        return next(`${specifier}.ts`, context);
      throw error;
    }
  },
});
