import { clsx } from "clsx";
import { Lightbulb, Pause, Play } from "lucide-react";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { HOME_TIPS, LEARN_ABOUT_RAMONA_TIP, TIP_FADE_MS, TIP_INTERVAL_MS, tipQuestion } from "@common/assistant-basics";

function usePrefersReducedMotion() {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const mq = window.matchMedia("(prefers-reduced-motion: reduce)");
    setReduced(mq.matches);
    const on = () => setReduced(mq.matches);
    mq.addEventListener("change", on);
    return () => mq.removeEventListener("change", on);
  }, []);
  return reduced;
}

/**
 * The rotating tip under the home input: 11 tips in order, a new one every 3 s with a 300 ms fade,
 * wrapping around. Hover or focus pauses it, and so does the pause button; screen readers hear a
 * tip only when the visitor has paused or stepped to it, never on every rotation.
 */
export function TipLine({ onPick }: { onPick: (text: string) => void }) {
  const navigate = useNavigate();
  const reduced = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [visible, setVisible] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [stopped, setStopped] = useState(false);
  const paused = hovered || stopped;

  useEffect(() => {
    // A fade cut short (paused, or motion turned off halfway) never leaves the tip hidden.
    setVisible(true);
    if (paused) return;
    let fade: ReturnType<typeof setTimeout> | undefined;
    const timer = setInterval(() => {
      if (reduced) {
        setIndex((i) => (i + 1) % HOME_TIPS.length);
        return;
      }
      setVisible(false);
      fade = setTimeout(() => {
        setIndex((i) => (i + 1) % HOME_TIPS.length);
        setVisible(true);
      }, TIP_FADE_MS);
    }, TIP_INTERVAL_MS);
    return () => {
      clearInterval(timer);
      if (fade) clearTimeout(fade);
    };
  }, [paused, reduced]);

  const tip = HOME_TIPS[index] ?? HOME_TIPS[0];
  const pick = () => {
    if (tip === LEARN_ABOUT_RAMONA_TIP) navigate("/about-ramona");
    else onPick(tipQuestion(tip));
  };

  return (
    <div
      className="mt-3 flex items-center gap-2 text-sm text-stone-700"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <Lightbulb className="h-4 w-4 shrink-0 text-sun-700" aria-hidden />
      <span className="sr-only">Tip:</span>
      <span aria-live={stopped ? "polite" : "off"} className="min-w-0 flex-1">
        <button
          type="button"
          onClick={pick}
          data-testid="home-tip"
          className={clsx(
            "rounded text-left underline decoration-stone-300 decoration-dotted underline-offset-4 hover:text-brand-800 hover:decoration-brand-700",
            !reduced && "transition-opacity",
            visible ? "opacity-100" : "opacity-0",
          )}
          style={reduced ? undefined : { transitionDuration: `${TIP_FADE_MS}ms` }}
        >
          {tip}
        </button>
      </span>
      <button
        type="button"
        onClick={() => setStopped((s) => !s)}
        className="shrink-0 rounded-full p-1.5 text-stone-700 hover:bg-stone-100"
        aria-label={stopped ? "Resume rotating tips" : "Pause rotating tips"}
        aria-pressed={stopped}
      >
        {stopped ? <Play className="h-4 w-4" aria-hidden /> : <Pause className="h-4 w-4" aria-hidden />}
      </button>
    </div>
  );
}
