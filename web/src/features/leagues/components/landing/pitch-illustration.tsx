/** A stylised pitch with three glowing pick spots: the whole game in one picture. */
export function PitchIllustration() {
  return (
    <div aria-hidden className="relative mx-auto hidden w-full max-w-md lg:block">
      <div className="rounded-3xl bg-gradient-to-b from-pitch-600 to-pitch-800 p-4 shadow-2xl ring-1 ring-white/10">
        <svg viewBox="0 0 300 400" className="w-full text-white/40" fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="10" y="10" width="280" height="380" rx="6" />
          <line x1="10" y1="200" x2="290" y2="200" />
          <circle cx="150" cy="200" r="45" />
          <rect x="80" y="10" width="140" height="60" />
          <rect x="115" y="10" width="70" height="24" />
          <rect x="80" y="330" width="140" height="60" />
          <rect x="115" y="366" width="70" height="24" />
          {[
            [80, 120],
            [150, 95],
            [220, 120],
          ].map(([cx, cy], index) => (
            <g key={index}>
              <circle cx={cx} cy={cy} r="22" fill="#0f1a38" stroke="#34d17f" strokeWidth="3" />
              <text x={cx} y={cy + 6} textAnchor="middle" fill="#fff" stroke="none" fontSize="18" fontWeight="800">
                {index + 1}
              </text>
            </g>
          ))}
        </svg>
      </div>
      <div className="absolute -bottom-5 -left-6 rounded-2xl bg-white px-4 py-3 text-navy-900 shadow-xl">
        <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">This gameweek</p>
        <p className="text-2xl font-black">
          +3 <span className="text-base font-semibold text-pitch-600">goals</span>
        </p>
      </div>
    </div>
  );
}
