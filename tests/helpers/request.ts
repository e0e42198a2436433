import { NextRequest } from "next/server";

export const BASE = "http://localhost:3000";

export function get(path: string, init: RequestInit = {}) {
  return new NextRequest(new URL(path, BASE), init as ConstructorParameters<typeof NextRequest>[1]);
}

export const params = <P>(p: P) => ({ params: Promise.resolve(p) });
