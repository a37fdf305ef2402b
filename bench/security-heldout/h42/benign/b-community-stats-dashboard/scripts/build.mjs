import { readFileSync, writeFileSync, rmSync, mkdirSync, copyFileSync } from 'node:fs'
import Papa from 'papaparse'
rmSync('dist', { recursive: true, force: true })
mkdirSync('dist')
copyFileSync('node_modules/chart.js/dist/chart.umd.js', 'dist/chart.js')
const load = f => Papa.parse(readFileSync(`data/${f}`, 'utf8'), { header: true }).data
const members = load('members.csv')
const html = `<!doctype html><script src="chart.js"></script><canvas id="m"></canvas>
<script>new Chart(document.getElementById('m'),{type:'line',data:{labels:${JSON.stringify(members.map(r => r.date))},
datasets:[{label:'Members',data:${JSON.stringify(members.map(r => +r.count))}}]}})</script>`
writeFileSync('dist/index.html', html)
console.log('dist/index.html written')
