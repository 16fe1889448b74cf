import { DECLARATION, prefixer, type Middleware } from "stylis";
import rtlPlugin from "stylis-plugin-rtl";

// Giving Emotion its own stylis plugins replaces its default prefixer, so the
// Arabic caches add stylis' one back (-webkit-user-select, for one, is still
// Safari's).
// That prefixer also copies scroll-margin to scroll-snap-margin, a name only
// Safari 11–14 knew: it is no CSS property and the W3C validator rejects it
// (issue #16), so scroll-margin is left as written.
const prefixerWithoutScrollSnap: Middleware = (element, index, children, callback) => {
  if (element.type === DECLARATION && String(element.props).startsWith("scroll-margin")) return;
  return prefixer(element, index, children, callback);
};

// Emotion's plugins for right-to-left pages: vendor prefixes, then left and right swapped.
export const RTL_STYLIS_PLUGINS: Middleware[] = [prefixerWithoutScrollSnap, rtlPlugin];
