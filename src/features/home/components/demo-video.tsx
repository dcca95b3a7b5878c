import { useState } from 'react';
import { configResult } from '@/config/env';

/** The demo video's id on the video service (VITE_VIDEO_ID); empty until one is configured. */
export const configuredDemoVideoId = () => (configResult.ok ? configResult.config.demoVideoId : '');

export const demoVideoUrl = (id: string) =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0&modestbranding=1`;

/**
 * A poster with a play button; the video service's player is loaded only when the visitor asks for it,
 * so the home page downloads nothing from it on first view.
 */
export function DemoVideo({ videoId = configuredDemoVideoId() }: { videoId?: string }) {
  const [playing, setPlaying] = useState(false);
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-2xl bg-slate-900 shadow-xl ring-1 ring-slate-900/10">
      {!videoId ? (
        <div className="absolute inset-0 flex items-center justify-center">
          <VideoPoster />
          <span className="absolute bottom-4 left-4 rounded-md bg-slate-950/70 px-3 py-1.5 text-sm font-medium text-white">
            Product tour video coming soon
          </span>
        </div>
      ) : playing ? (
        <iframe
          className="absolute inset-0 h-full w-full"
          src={demoVideoUrl(videoId)}
          title="PrintLedger demo video"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 flex h-full w-full items-center justify-center focus-visible:outline-4 focus-visible:outline-offset-[-4px] focus-visible:outline-amber-400"
          aria-label="Play the PrintLedger demo video"
        >
          <VideoPoster />
          <span className="relative flex h-20 w-20 items-center justify-center rounded-full bg-white/95 shadow-lg transition-transform group-hover:scale-110">
            <svg
              viewBox="0 0 24 24"
              className="ml-1 h-9 w-9 text-indigo-600"
              fill="currentColor"
              aria-hidden="true"
            >
              <path d="M8 5.5v13a1 1 0 0 0 1.5.9l10.2-6.5a1 1 0 0 0 0-1.7L9.5 4.6A1 1 0 0 0 8 5.5Z" />
            </svg>
          </span>
          <span className="absolute bottom-4 left-4 rounded-md bg-slate-950/70 px-3 py-1.5 text-sm font-medium text-white">
            Watch the product tour
          </span>
        </button>
      )}
    </div>
  );
}

/** Drawn rather than downloaded: a sketch of the calculator's breakdown behind the play button. */
function VideoPoster() {
  const rows: Array<[string, string]> = [
    ['Material cost', '$3.00'],
    ['Printing cost', '$2.80'],
    ['Failure cost', '$0.58'],
    ['Total cost of goods', '$51.52'],
    ['Final price', '$61.82'],
  ];
  return (
    <span
      aria-hidden="true"
      className="absolute inset-0 bg-gradient-to-br from-indigo-700 via-indigo-600 to-slate-900"
    >
      <span className="absolute top-[14%] left-[8%] w-[46%] rounded-xl bg-white/95 p-[3%] text-left shadow-2xl">
        <span className="block text-[clamp(0.6rem,1.6vw,1rem)] font-semibold text-slate-900">
          Cost breakdown
        </span>
        {rows.map(([label, amount], index) => (
          <span
            key={label}
            className={`mt-[4%] flex justify-between border-t border-slate-200 pt-[3%] text-[clamp(0.5rem,1.3vw,0.85rem)] ${
              index >= 3 ? 'font-semibold text-slate-900' : 'text-slate-600'
            }`}
          >
            <span>{label}</span>
            <span>{amount}</span>
          </span>
        ))}
      </span>
      <span className="absolute top-[16%] right-[8%] w-[30%] space-y-[8%]">
        {[82, 34, 9].map((percent, index) => (
          <span key={percent} className="block rounded-lg bg-white/10 p-[6%]">
            <span className="block text-[clamp(0.5rem,1.1vw,0.75rem)] text-indigo-100">
              {['PLA Galaxy Black', 'PETG Signal Red', 'TPU Clear'][index]}
            </span>
            <span className="mt-[6%] block h-[0.4rem] rounded-full bg-white/20">
              <span
                className={`block h-full rounded-full ${percent < 15 ? 'bg-amber-400' : 'bg-emerald-400'}`}
                style={{ width: `${percent}%` }}
              />
            </span>
          </span>
        ))}
      </span>
    </span>
  );
}
