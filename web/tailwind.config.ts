/**
 * Treble's own colour ramps (web/src/index.css loads this with @config): deep navy for structure,
 * pitch green for action, a touch of gold for highlights. Tailwind's steps are written once; a
 * ramp is its colours on those steps, lightest first, so the palettes differ only in their data.
 * Pitch 600 and darker carry white text and are text on white and pitch-50 at 4.5:1 or more
 * (WCAG 2.2 AA, decision 0290); 500 and lighter are for fills, borders and text on navy.
 */
const steps = ["50", "100", "200", "300", "400", "500", "600", "700", "800", "900", "950"];

const ramp = (fromStep: string, colours: string) => {
  const first = steps.indexOf(fromStep);
  return Object.fromEntries(colours.split(" ").map((colour, i) => [steps[first + i], colour]));
};

export default {
  theme: {
    extend: {
      colors: {
        navy: ramp("50", "#f1f5fb #e2e9f5 #c5d3ea #94a9cf #6079ad #3f5890 #2d4275 #22335d #18254a #0f1a38 #0a1128"),
        pitch: ramp("50", "#ecfdf3 #d1fae0 #a6f3c5 #6de6a4 #34d17f #12b866 #047d45 #066b3d #0a5533 #0b452c"),
        gold: ramp("400", "#fbbf24 #f59e0b"),
        // Tailwind's slate-500 is 4.3:1 on the tinted rows (a goal's amber, slate-100): a shade
        // darker holds 4.5:1 on every light surface we draw grey text on (decision 0290).
        slate: { 500: "#58677f" },
      },
    },
  },
};
