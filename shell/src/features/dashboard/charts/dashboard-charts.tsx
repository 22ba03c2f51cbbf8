import { theme } from 'antd';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Funnel,
  FunnelChart,
  LabelList,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { MESSAGE_SOURCES, type MessageSource } from 'shared-api';
import type { ChartDay } from '../logic/figures';
import { SOURCE_LABELS } from '../logic/labels';

/**
 * The dashboard's charts: recharts is loaded only with them (a lazy chunk), so the shell's first paint does not
 * carry it. Animations are off: the figures are what matters, and they show at once.
 */

function useSourceColors(): Record<MessageSource, string> {
  const { token } = theme.useToken();
  return {
    text: token.colorSuccess,
    email: token.colorPrimary,
    voicemail: token.colorWarning,
    zoom: token.purple,
  };
}

export function MessagesChart({ days }: { days: ChartDay[] }) {
  const colors = useSourceColors();
  const { token } = theme.useToken();
  return (
    <ResponsiveContainer width="100%" height={240}>
      <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid vertical={false} stroke={token.colorBorderSecondary} />
        <XAxis dataKey="label" tick={{ fill: token.colorTextSecondary, fontSize: 12 }} minTickGap={16} />
        <YAxis allowDecimals={false} tick={{ fill: token.colorTextSecondary, fontSize: 12 }} />
        <Tooltip contentStyle={{ background: token.colorBgElevated, borderColor: token.colorBorder }} />
        <Legend />
        {MESSAGE_SOURCES.map((source) => (
          <Bar
            key={source}
            dataKey={source}
            name={SOURCE_LABELS[source]}
            stackId="messages"
            fill={colors[source]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

export interface FunnelStage {
  title: string;
  customers: number;
}

export function PipelineFunnel({ stages }: { stages: FunnelStage[] }) {
  const { token } = theme.useToken();
  const fills = [
    token.colorPrimaryBorder,
    token.colorPrimaryHover,
    token.colorPrimary,
    token.colorPrimaryActive,
  ];
  const data = stages.map((stage, index) => ({ ...stage, fill: fills[index % fills.length] }));
  return (
    <ResponsiveContainer width="100%" height={200}>
      <FunnelChart>
        <Tooltip contentStyle={{ background: token.colorBgElevated, borderColor: token.colorBorder }} />
        <Funnel dataKey="customers" nameKey="title" data={data} isAnimationActive={false}>
          <LabelList position="center" dataKey="title" fill={token.colorTextLightSolid} stroke="none" />
        </Funnel>
      </FunnelChart>
    </ResponsiveContainer>
  );
}
