export function repairRequestUrl(url: string): string;
