import type http from "node:http";

export function proxyRequest(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  options: {
    socketPath: string;
    agent: http.Agent;
    headers: Record<string, string>;
    head: (answer: http.IncomingMessage) => Promise<void> | void;
    end: () => Promise<void> | void;
    dropHeaders: string[];
  },
): Promise<boolean>;
