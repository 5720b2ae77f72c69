import { describe, expect, it } from "vitest";
import { parseYouTube, YOUTUBE_REFUSED } from "./youtube";

const ID = "dQw4w9WgXcQ";

describe("parseYouTube", () => {
  it.each([
    ID,
    `  ${ID} `,
    `https://www.youtube.com/watch?v=${ID}&t=1s`,
    `https://youtube.com/watch?feature=share&v=${ID}`,
    `http://m.youtube.com/watch?v=${ID}`,
    `m.youtube.com/watch?v=${ID}`,
    `www.youtube.com/watch?v=${ID}`,
    `youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}?si=AbCdEf123`,
    `youtu.be/${ID}`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://youtube.com/shorts/${ID}?feature=share`,
    `https://www.youtube.com/live/${ID}?si=x`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}?rel=0`,
    `youtube-nocookie.com/embed/${ID}`,
    `https://music.youtube.com/watch?v=${ID}`,
  ])("reads %s as the id", (input) => {
    expect(parseYouTube(input)).toEqual({ ok: true, id: ID });
  });

  it("keeps - and _ in ids", () => {
    expect(parseYouTube("https://youtu.be/a-b_c-d_e-f")).toEqual({ ok: true, id: "a-b_c-d_e-f" });
  });

  it.each([
    "",
    "hello",
    "dQw4w9WgXc",
    "dQw4w9WgXcQQ",
    "dQw4w9WgX!Q",
    `https://vimeo.com/${ID}`,
    `https://youtube.com.evil.example/watch?v=${ID}`,
    `https://evilyoutube.com/watch?v=${ID}`,
    `https://www.youtube.com/watch?v=${ID}x`,
    "https://www.youtube.com/watch",
    `https://www.youtube.com/channel/${ID}`,
    `https://youtu.be/${ID}/extra`,
    `javascript:alert(1)//youtu.be/${ID}`,
    `ftp://youtu.be/${ID}`,
    "https://",
  ])("refuses %j", (input) => {
    expect(parseYouTube(input)).toEqual({ ok: false, message: YOUTUBE_REFUSED });
  });
});
