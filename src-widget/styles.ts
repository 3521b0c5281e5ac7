/**
 * The widget's own styles, inside its shadow root: the host page's rules do not reach its
 * elements, and these do not reach the host page. Every text colour and the font are set on
 * `.root`, so nothing the host element inherits (its colour, its font) shows through, but the font
 * when the shelter left it empty (the host page's own, by design).
 */
export const STYLES = `
:host{display:block;contain:layout style}
.root{--primary:#0d9488;--bg:#fff;--fg:#1a202c;--muted:#4a5568;--line:#cbd5e0;--card:#fff;--badge:#e6fffa;--badge-fg:#234e52;
all:initial;display:block;box-sizing:border-box;font-family:var(--font,inherit);font-size:16px;line-height:1.5;color:var(--fg);background:var(--bg);padding:16px;border-radius:8px;text-align:left}
.root[data-scheme=dark]{--bg:#1a202c;--fg:#f7fafc;--muted:#cbd5e0;--line:#4a5568;--card:#2d3748;--badge:#234e52;--badge-fg:#e6fffa}
@media (prefers-color-scheme:dark){.root[data-scheme=auto]{--bg:#1a202c;--fg:#f7fafc;--muted:#cbd5e0;--line:#4a5568;--card:#2d3748;--badge:#234e52;--badge-fg:#e6fffa}}
*,*::before,*::after{box-sizing:inherit}
h2,h3,p,ul{margin:0;padding:0}
.filters{display:flex;flex-wrap:wrap;gap:12px;align-items:end;margin-bottom:16px}
label{display:flex;flex-direction:column;gap:4px;font-size:14px;font-weight:600;color:var(--fg)}
select,input,button{font:inherit;color:var(--fg);background:var(--card);border:1px solid var(--line);border-radius:6px;padding:8px 10px;min-height:44px}
input{min-width:12em}
button,.button{cursor:pointer;background:var(--primary);color:var(--on-primary,#fff);border-color:var(--primary);font-weight:600}
:focus-visible{outline:3px solid var(--primary);outline-offset:2px}
.grid{list-style:none;display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,15rem),1fr));gap:16px}
.card{position:relative;display:flex;flex-direction:column;background:var(--card);color:var(--fg);border:1px solid var(--line);border-radius:8px;overflow:hidden}
.card:nth-child(n+5){content-visibility:auto;contain-intrinsic-size:auto 22rem}
.photo{display:block;aspect-ratio:4/3;width:100%;background:var(--line);overflow:hidden}
.photo img{display:block;width:100%;height:100%;object-fit:cover}
.photo .none{display:flex;height:100%;align-items:center;justify-content:center;color:var(--fg);font-size:14px}
.body{padding:12px;display:flex;flex-direction:column;gap:4px}
.name{font-size:18px;font-weight:700}
.name a{color:inherit;text-decoration:none}
.name a::after{content:"";position:absolute;inset:0}
.name a:focus-visible{outline:none}
.card:focus-within{outline:3px solid var(--primary);outline-offset:2px}
.summary{color:var(--muted);font-size:14px}
.badges{display:flex;flex-wrap:wrap;gap:6px;min-height:24px}
.badge{font-size:12px;font-weight:700;background:var(--badge);color:var(--badge-fg);border-radius:999px;padding:2px 8px}
.skeleton .photo,.skeleton .line{background:var(--line);opacity:.5}
.skeleton .line{height:1em;border-radius:4px;margin:4px 0}
.message{padding:24px;text-align:center;color:var(--fg)}
.more{display:flex;justify-content:center;margin-top:16px;gap:12px;flex-wrap:wrap;align-items:center}
.more a{color:var(--fg)}
.hidden{display:none}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
dialog{all:initial;box-sizing:border-box;position:fixed;inset:0;margin:auto;width:min(960px,100vw);height:min(92vh,100dvh);display:none;flex-direction:column;background:var(--bg);color:var(--fg);font-family:var(--font,inherit);border-radius:8px;overflow:hidden;box-shadow:0 10px 40px rgba(0,0,0,.4)}
dialog[open]{display:flex}
dialog::backdrop{background:rgba(0,0,0,.6)}
.bar{display:flex;align-items:center;justify-content:space-between;gap:12px;padding:8px 12px;border-bottom:1px solid var(--line)}
.bar h2{font-size:18px;color:var(--fg)}
iframe{flex:1;border:0;width:100%;background:#fff}
`;
