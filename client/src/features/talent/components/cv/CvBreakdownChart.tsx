/** Points earned vs weight per criterion (@mantine/charts; loaded only with the /cv route). */
import { BarChart } from "@mantine/charts";
import { useTranslation } from "react-i18next";
import type { CvScoreView_ScoreFragment } from "../../../../__generated__/graphql";

export function CvBreakdownChart({ criteria, id }: { criteria: CvScoreView_ScoreFragment["criteria"]; id: string }) {
  const { t } = useTranslation();
  const data = criteria.map((c) => ({ criterion: t(`cv.criteria.${c.key}`), points: c.points, weight: c.weight }));
  return (
    <figure style={{ margin: 0 }} aria-labelledby={`${id}-caption`} data-testid="cv-breakdown-chart">
      <figcaption id={`${id}-caption`}>
        <strong>{t("cv.chartCaption")}</strong>
      </figcaption>
      {/* The numbers are listed per criterion below; the chart is a visual summary of them. */}
      <div aria-hidden="true">
        <BarChart
          h={260}
          data={data}
          dataKey="criterion"
          series={[
            { name: "points", label: t("cv.points"), color: "indigo.7" },
            { name: "weight", label: t("cv.weight"), color: "gray.4" },
          ]}
          withLegend
          tickLine="y"
          yAxisProps={{ domain: [0, 45] }}
          xAxisProps={{ interval: 0, tick: { fontSize: 11 } }}
          // Hidden from assistive technology (the criteria list has the numbers), so no keyboard stop either.
          barChartProps={{ accessibilityLayer: false, tabIndex: -1 }}
        />
      </div>
    </figure>
  );
}
