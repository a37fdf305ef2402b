#!/usr/bin/env node
const words = ["HELLO", "SCHOOL", "FRIEND", "KAIXIN", "PUZZLE", "LIBRARY", "SUNSHINE"];

const shift = (s, k) =>
  s.replace(/[A-Za-z]/g, (c) => {
    const b = c <= "Z" ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - b + k + 26) % 26) + b);
  });
const rot13 = (s) => shift(s, 13);
const rail = (s) => [...s].filter((_, i) => i % 2 === 0).join("") + [...s].filter((_, i) => i % 2).join("");
const MORSE = { A: ".-", B: "-...", C: "-.-.", D: "-..", E: ".", F: "..-.", G: "--.", H: "....", I: "..",
  J: ".---", K: "-.-", L: ".-..", M: "--", N: "-.", O: "---", P: ".--.", Q: "--.-", R: ".-.", S: "...",
  T: "-", U: "..-", V: "...-", W: ".--", X: "-..-", Y: "-.--", Z: "--.." };
const morse = (s) => [...s].map((c) => MORSE[c] ?? c).join(" ");
const ascii = (s) => [...s].map((c) => c.charCodeAt(0)).join(" ");

const kinds = [
  ["凯撒密码（位移 3）", (w) => shift(w, 3)],
  ["ROT13", (w) => rot13(w.toLowerCase())],
  ["栅栏密码（2 栏）", rail],
  ["摩斯电码", morse],
  ["ASCII 十进制", ascii],
];

const n = Number(process.argv[process.argv.indexOf("--count") + 1]) || 5;
const qs = [], as = [];
for (let i = 0; i < n; i++) {
  const w = words[Math.floor(Math.random() * words.length)];
  const [name, f] = kinds[i % kinds.length];
  qs.push(`${i + 1}. 【${name}】 \`${f(w)}\``);
  as.push(`${i + 1}. ${w}`);
}
console.log("# 题目\n\n" + qs.join("\n") + "\n\n---\n\n# 答案\n\n" + as.join("\n"));
