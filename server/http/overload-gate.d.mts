export class OverloadGate {
  constructor(options: {
    maxInflight: number;
    queueLimit: number;
    waitMs: number;
    refuseAfterMs?: number;
  });
  readonly refuseAfterMs: number;
  readonly maxInflight: number;
  readonly queueLimit: number;
  readonly waitMs: number;
  readonly inflight: number;
  readonly waiting: number;
  enter(signal?: AbortSignal): Promise<boolean>;
  release(): void;
}
