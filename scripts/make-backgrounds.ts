// Draws the eight preset background images and the placeholder portrait shipped in
// apps/web/public. Run once with `npx tsx scripts/make-backgrounds.ts`; the output is committed.
import path from "node:path";
import sharp from "sharp";

const out = path.resolve(import.meta.dirname, "../apps/web/public");
const W = 1920;
const H = 640;

type Scene = { name: string; sky: [string, string, string]; layers: string };
const hills = (y: number, amp: number, color: string, opacity: number, phase = 0) => {
  const points: string[] = [];
  for (let x = 0; x <= W; x += 40) points.push(`${x},${(y + Math.sin(x / 260 + phase) * amp + Math.sin(x / 97 + phase * 2) * amp * 0.25).toFixed(1)}`);
  return `<polygon points="0,${H} ${points.join(" ")} ${W},${H}" fill="${color}" opacity="${opacity}"/>`;
};
const sun = (cx: number, cy: number, r: number, color: string, opacity = 0.55) =>
  `<circle cx="${cx}" cy="${cy}" r="${r * 2.4}" fill="${color}" opacity="${opacity * 0.25}"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}" opacity="${opacity}"/>`;
const waves = (y: number, color: string) =>
  Array.from(
    { length: 6 },
    (_, i) =>
      `<path d="M0 ${y + i * 22} ${Array.from({ length: 25 }, (_, k) => `Q ${k * 80 + 40} ${y + i * 22 - 6} ${k * 80 + 80} ${y + i * 22}`).join(" ")}" stroke="${color}" stroke-width="2" fill="none" opacity="${0.25 - i * 0.03}"/>`,
  ).join("");
const petals = (cx: number, cy: number, color: string) =>
  Array.from(
    { length: 8 },
    (_, i) => `<ellipse cx="${cx}" cy="${cy - 70}" rx="26" ry="78" fill="${color}" opacity="0.18" transform="rotate(${i * 22.5 - 78} ${cx} ${cy})"/>`,
  ).join("");
const stars = (seed: number) =>
  Array.from({ length: 70 }, (_, i) => {
    const x = (Math.sin(i * 12.9898 + seed) * 43758.5453) % 1;
    const y = (Math.sin(i * 78.233 + seed) * 12345.6789) % 1;
    return `<circle cx="${Math.abs(x) * W}" cy="${Math.abs(y) * H * 0.6}" r="${1 + (i % 3) * 0.6}" fill="#fff" opacity="${0.25 + (i % 4) * 0.12}"/>`;
  }).join("");

const scenes: Scene[] = [
  {
    name: "dawn hills",
    sky: ["#f6e7d8", "#e9c9b4", "#b9a7b8"],
    layers: sun(1420, 300, 70, "#fff4e0") + hills(430, 30, "#8c7a8f", 0.55) + hills(500, 24, "#6b5d73", 0.7, 1.3) + hills(570, 18, "#4e4458", 0.85, 2.1),
  },
  {
    name: "quiet sea",
    sky: ["#dfe9f0", "#b8cfdc", "#7f9fb3"],
    layers: sun(960, 330, 60, "#fdf8ee", 0.6) + `<rect y="380" width="${W}" height="${H - 380}" fill="#5f8096" opacity="0.55"/>` + waves(410, "#ffffff"),
  },
  { name: "lotus dusk", sky: ["#efe3ea", "#d7bfd0", "#9d86a3"], layers: petals(960, 560, "#fff") + hills(590, 10, "#6f5a78", 0.6) },
  { name: "evening lamp", sky: ["#2f2a3a", "#4a3b4f", "#7b5a5a"], layers: sun(960, 420, 46, "#ffd9a0", 0.7) + hills(560, 20, "#1f1b28", 0.85, 0.7) + stars(3) },
  {
    name: "palm shore",
    sky: ["#f3ead9", "#dcc9a6", "#a98f6e"],
    layers:
      sun(520, 290, 64, "#fff6e6", 0.6) +
      `<rect y="430" width="${W}" height="${H - 430}" fill="#7b8d8c" opacity="0.5"/>` +
      waves(450, "#fff") +
      hills(600, 8, "#5d5142", 0.8),
  },
  { name: "night stars", sky: ["#141c2c", "#22304a", "#3a4a66"], layers: stars(7) + sun(1500, 150, 36, "#f4f1e6", 0.8) + hills(560, 26, "#0f1522", 0.9, 0.4) },
  {
    name: "morning mist",
    sky: ["#eef1ec", "#d6ddd3", "#aab7ab"],
    layers:
      hills(380, 40, "#c3cdc3", 0.7) +
      hills(450, 34, "#9aab9c", 0.7, 1.1) +
      hills(530, 26, "#6f8572", 0.8, 2.2) +
      `<rect width="${W}" height="${H}" fill="#fff" opacity="0.12"/>`,
  },
  {
    name: "golden field",
    sky: ["#f7edd5", "#ead6a8", "#c9a86f"],
    layers: sun(1300, 340, 80, "#fffaf0", 0.55) + hills(520, 14, "#b08a4e", 0.6, 0.5) + hills(580, 10, "#8b6a3a", 0.75, 1.9),
  },
];

for (const [index, scene] of scenes.entries()) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="0.55" stop-color="${scene.sky[1]}"/><stop offset="1" stop-color="${scene.sky[2]}"/>
    </linearGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#g)"/>${scene.layers}</svg>`;
  const file = path.join(out, "backgrounds", `background-${index + 1}.jpg`);
  const info = await sharp(Buffer.from(svg)).blur(1.2).jpeg({ quality: 72, mozjpeg: true, progressive: true }).toFile(file);
  console.info(`${path.basename(file)} (${scene.name}): ${(info.size / 1024).toFixed(0)} kB`);
}

// The placeholder shown when a portrait is missing or fails to load: a calm silhouette.
const portrait = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480">
  <rect width="480" height="480" fill="#e7e2dc"/>
  <circle cx="240" cy="190" r="92" fill="#c9c0b6"/>
  <path d="M60 480 C80 340 170 300 240 300 C310 300 400 340 420 480 Z" fill="#c9c0b6"/></svg>`;
const info = await sharp(Buffer.from(portrait))
  .png({ compressionLevel: 9, palette: true })
  .toFile(path.join(out, "images", "placeholder-portrait.png"));
console.info(`placeholder-portrait.png: ${(info.size / 1024).toFixed(1)} kB`);
