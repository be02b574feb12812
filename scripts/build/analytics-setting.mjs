// The optional analytics (content/site.json `analytics`, docs/analytics.md), as the build applies it: the
// setting in force (the file's, or SITE_ANALYTICS, a JSON override the tests use to build with it on),
// what the pages' CSP allows for it, and the constant the page shell and the privacy notice read
// (__SITE_ANALYTICS__: the setting when on, else null, so nothing of it is in a page while it is off).

/**
 * @typedef {{ enabled: boolean, provider: string, domain: string, endpoint: string }} AnalyticsSetting
 */

/**
 * The analytics in force, or null when it is off.
 * @param {{ analytics?: AnalyticsSetting }} settings content/site.json
 * @param {Record<string, string | undefined>} [env]
 * @returns {AnalyticsSetting | null}
 */
export function analyticsInForce(settings, env = process.env) {
  const setting = env.SITE_ANALYTICS ? JSON.parse(env.SITE_ANALYTICS) : settings.analytics;
  if (!setting?.enabled) return null;
  if (setting.provider !== 'plausible' || !setting.domain || !URL.canParse(setting.endpoint))
    throw new Error('analytics: provider "plausible", a domain and an endpoint URL are needed to turn it on');
  return setting;
}

/**
 * The connect-src sources of the pages' CSP: the site itself, and the analytics' endpoint when it is on.
 * @param {AnalyticsSetting | null} analytics
 */
export function connectSources(analytics) {
  return analytics ? ["'self'", new URL(analytics.endpoint).origin] : ["'self'"];
}
