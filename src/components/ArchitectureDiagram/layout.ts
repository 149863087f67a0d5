/**
 * Where the diagram draws each box and each connection. Presentation only: which connections exist
 * and their ports come from src/data/architecture.ts and services.ts.
 */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

const W = 190;
const H = 62;

export const boxes: Readonly<Record<string, Box>> = {
  browser: {x: 20, y: 10, w: 620, h: 50},
  traefik: {x: 660, y: 10, w: 270, h: 50},
  openwebui: {x: 150, y: 100, w: W, h: H},
  n8n: {x: 450, y: 100, w: W, h: H},
  redis: {x: 740, y: 100, w: W, h: H},
  flowise: {x: 20, y: 250, w: W, h: H},
  eliza: {x: 260, y: 250, w: W, h: H},
  cambrian: {x: 500, y: 250, w: W, h: H},
  'sei-mcp': {x: 740, y: 250, w: W, h: H},
  ollama: {x: 20, y: 410, w: W, h: H},
  sei: {x: 260, y: 410, w: 670, h: 50},
  postgres: {x: 260, y: 530, w: W, h: H},
  qdrant: {x: 500, y: 530, w: W, h: H},
  neo4j: {x: 740, y: 530, w: W, h: H},
};

type Point = readonly [number, number];

/** The polyline of each connection, keyed `from->to`, and where its port label sits. */
export const routes: Readonly<Record<string, {points: readonly Point[]; label: Point}>> = {
  'openwebui->ollama': {points: [[150, 145], [8, 145], [8, 441], [20, 441]], label: [34, 360]},
  'eliza->ollama': {points: [[300, 312], [190, 410]], label: [222, 382]},
  'n8n->redis': {points: [[640, 131], [740, 131]], label: [690, 131]},
  'openwebui->eliza': {points: [[260, 162], [320, 250]], label: [304, 226]},
  'openwebui->cambrian': {points: [[300, 162], [540, 250]], label: [500, 236]},
  'openwebui->flowise': {points: [[200, 162], [115, 250]], label: [136, 228]},
  'openwebui->n8n': {points: [[340, 131], [450, 131]], label: [395, 131]},
  'n8n->eliza': {points: [[490, 162], [410, 250]], label: [425, 232]},
  'n8n->cambrian': {points: [[560, 162], [595, 250]], label: [588, 226]},
  'n8n->sei-mcp': {points: [[620, 162], [800, 250]], label: [752, 226]},
  'flowise->sei-mcp': {points: [[115, 312], [115, 370], [800, 370], [800, 312]], label: [700, 370]},
  'eliza->sei': {points: [[380, 312], [380, 410]], label: [380, 395]},
  'cambrian->sei': {points: [[620, 312], [620, 410]], label: [620, 395]},
  'sei-mcp->sei': {points: [[880, 312], [880, 410]], label: [880, 395]},
};
