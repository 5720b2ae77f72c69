#!/usr/bin/env node
// Draws public/podcast-cover.jpg once: the podcast feed's square cover (Apple asks for
// 1400-3000 px JPEG) while the church has no logo of its own, from the built-in mark's cross and
// colours. No church's name on it: the feed names the church, and any church may stand behind it.
// Run again only to change it; no network.
import sharp from "sharp";

const SIZE = 1400;
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="#141f3d"/>
  <g transform="translate(16 6) scale(0.5)"><path d="M28 12h8v14h14v8H36v18h-8V34H14v-8h14z" fill="#e6b023"/></g>
  <text x="32" y="48" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="6" fill="#ffffff">Sermons</text>
</svg>`;
await sharp(Buffer.from(svg)).jpeg({ quality: 85, mozjpeg: true }).toFile("public/podcast-cover.jpg");
console.log("public/podcast-cover.jpg written");
