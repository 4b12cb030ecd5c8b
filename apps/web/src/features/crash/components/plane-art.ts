/**
 * Our own airplane, drawn with canvas paths (no image asset): a red propeller plane seen from the side,
 * nose to the right, about 64 × 32 units around its centre.
 */
export function drawPlane(context: CanvasRenderingContext2D, propellerPhase: number): void {
  context.save();
  // Body.
  context.fillStyle = '#e8373f';
  context.beginPath();
  context.moveTo(-30, -2);
  context.quadraticCurveTo(-10, -11, 18, -8);
  context.quadraticCurveTo(30, -6, 30, 0);
  context.quadraticCurveTo(30, 6, 18, 7);
  context.lineTo(-26, 5);
  context.closePath();
  context.fill();
  // Tail fin.
  context.beginPath();
  context.moveTo(-30, -2);
  context.lineTo(-34, -16);
  context.lineTo(-24, -15);
  context.lineTo(-18, -5);
  context.closePath();
  context.fill();
  // Wing.
  context.fillStyle = '#b91f27';
  context.beginPath();
  context.moveTo(-4, 1);
  context.lineTo(12, 1);
  context.lineTo(2, 14);
  context.lineTo(-8, 14);
  context.closePath();
  context.fill();
  // Cockpit window.
  context.fillStyle = '#cfe8ff';
  context.beginPath();
  context.moveTo(6, -8);
  context.quadraticCurveTo(12, -15, 18, -8);
  context.closePath();
  context.fill();
  // Propeller: a blade whose height swings to suggest spinning.
  context.fillStyle = '#f5f5f5';
  const blade = 3 + Math.abs(Math.sin(propellerPhase)) * 11;
  context.fillRect(31, -blade, 3, blade * 2);
  context.fillStyle = '#333';
  context.beginPath();
  context.arc(31, 0, 2.5, 0, Math.PI * 2);
  context.fill();
  context.restore();
}
