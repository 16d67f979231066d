/** Types for start.mjs, which stays plain JavaScript so a server runs it without a build. */
export declare function budgetFor(planLimit: number): {
  burst: number
  ratePerMinute: number
  retryAfterSeconds: number
}

/** Writes config.json (and the htpasswd copy) into `runtimeDir`; returns nginx.conf's text. */
export declare function renderConfig(
  env: Record<string, string | undefined>,
  runtimeDir: string,
): string
