import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatPrice } from '@/lib/format';

const money = (value: unknown) => formatPrice({ amount: String(value), currency: 'EUR' });

interface Series {
  key: string;
  label: string;
  color: string;
}

/** Bars per period (months or weeks), optionally with a line (the cumulative balance). */
export function PeriodChart({
  data,
  x,
  bars,
  line,
  label,
  tick = String,
}: {
  data: Record<string, string | number>[];
  x: string;
  bars: Series[];
  line?: Series;
  label: string;
  /** How a period (the `x` value) reads on the axis and in the tooltip. */
  tick?: (value: string) => string;
}) {
  const rows = data.map((d) => ({
    ...d,
    ...Object.fromEntries([...bars, ...(line ? [line] : [])].map((s) => [s.key, Number(d[s.key])])),
  }));
  const Chart = line ? ComposedChart : BarChart;
  return (
    <figure className="h-72 w-full" aria-label={label}>
      <ResponsiveContainer width="100%" height="100%">
        <Chart data={rows} margin={{ top: 8, right: 16, bottom: 8, left: 16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey={x} tick={{ fontSize: 12 }} tickFormatter={(v) => tick(String(v))} />
          <YAxis tick={{ fontSize: 12 }} width={80} tickFormatter={(v: number) => money(v)} />
          <Tooltip formatter={(v) => money(v)} labelFormatter={(v) => tick(String(v))} />
          <Legend />
          {bars.map((s) => (
            <Bar key={s.key} dataKey={s.key} name={s.label} fill={s.color} isAnimationActive={false} />
          ))}
          {line ? (
            <Line
              type="monotone"
              dataKey={line.key}
              name={line.label}
              stroke={line.color}
              dot={false}
              isAnimationActive={false}
            />
          ) : null}
        </Chart>
      </ResponsiveContainer>
    </figure>
  );
}
