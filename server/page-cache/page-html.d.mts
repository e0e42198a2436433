export function deferScripts(html: string): string;
export function withoutPayloadStylesheets(html: string): string;
