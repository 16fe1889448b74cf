type CspOptions = { isProduction: boolean; frameOrigins?: string[]; nonce?: string };

export function contentSecurityPolicy(options: CspOptions): string;
export function securityHeaders(options: Omit<CspOptions, "nonce">): { key: string; value: string }[];
export function frameOrigins(): string[];
