export function inlineScriptHashes(html: string): string[];
export function withScriptHashes(csp: string, hashes: string[]): string;
