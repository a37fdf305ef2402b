// Runs inside Figma's plugin sandbox.
const sel = figma.currentPage.selection;
if (sel.length === 0) {
  figma.closePlugin('Select at least one frame');
} else {
  (async () => {
    const out = [];
    for (const node of sel) {
      const svg = await node.exportAsync({ format: 'SVG', svgOutlineText: false });
      const png = await node.exportAsync({ format: 'PNG', constraint: { type: 'SCALE', value: 2 } });
      out.push({
        name: node.name,
        width: node.width,
        height: node.height,
        svg: Array.from(svg),
        png: Array.from(png),
      });
    }
    figma.showUI(__html__, { visible: false });
    figma.ui.postMessage({ type: 'download', files: out });
  })();
}
