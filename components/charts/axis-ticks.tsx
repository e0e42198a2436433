/** A chart's box in SVG units: the plot spans `left` to `width - right`. */
interface Box {
  width: number;
  left: number;
  right: number;
}

/**
 * The value axis of a server-drawn chart (the price rating's, the statistics'): at each tick a grid
 * line across the plot, the lowest one (the baseline) heavier, and the tick's label `gap` units
 * left of the plot. One `<g>` per tick, straight in the chart's `<svg>`.
 */
export function AxisTicks({
  ticks,
  y,
  box,
  label,
  fontSize,
  gap,
}: {
  /** the ticks, lowest first */
  ticks: number[];
  y: (value: number) => number;
  box: Box;
  label: (value: number) => string;
  fontSize: number;
  gap: number;
}) {
  const [plotLeft, plotRight] = [box.left, box.width - box.right];
  return ticks.map((v) => (
    <g key={v}>
      <line
        x1={plotLeft}
        x2={plotRight}
        y1={y(v)}
        y2={y(v)}
        className="stroke-slate-200"
        strokeWidth={v === ticks[0] ? 1.5 : 1}
      />
      <text
        x={plotLeft - gap}
        y={y(v)}
        dy="0.35em"
        textAnchor="end"
        fontSize={fontSize}
        className="fill-slate-500"
      >
        {label(v)}
      </text>
    </g>
  ));
}
