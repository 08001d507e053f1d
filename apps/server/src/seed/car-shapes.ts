/**
 * Side views of the five body types on an 800 x 500 canvas, front to the right, ground at y = 420.
 * Hand-drawn paths: each silhouette is recognisable at a glance (three-box sedan, tall SUV with roof rails,
 * pickup with a cab and an open bed, low fastback coupe, open two-seater convertible).
 */
export const BODY_TYPES = ['sedan', 'suv', 'truck', 'coupe', 'convertible'] as const;
export type BodyType = (typeof BODY_TYPES)[number];

export type CarShape = {
  body: string;
  windows: string[];
  /** Wheel centres (x) share one radius; the tyre touches the ground. */
  wheels: { x: number[]; r: number };
  /** Lines drawn in a darker body colour: doors, the bed, the tailgate. */
  lines: string[];
  handles: { x: number; y: number }[];
  headlight: string;
  taillight: string;
  /** Parts drawn in near-black: roof rails, seats, a folded soft top, bumpers. */
  trim: string[];
  /** Black plastic flares around the wheel arches (SUV, pickup). */
  cladding?: boolean;
  /** The shoulder line that catches the light. */
  highlight: string;
};

export const SHAPES: Record<BodyType, CarShape> = {
  sedan: {
    body: 'M95 380 L90 336 C90 312 100 302 125 299 L245 292 C275 268 300 236 335 225 C380 212 450 210 478 214 C510 226 545 262 570 284 L680 298 C705 302 716 312 718 330 L716 370 C715 377 710 380 700 380 Z',
    windows: [
      'M268 288 C292 266 315 244 345 235 L404 230 L404 288 Z',
      'M416 288 L416 229 L470 226 C500 236 530 262 552 286 Z',
    ],
    wheels: { x: [220, 595], r: 46 },
    lines: ['M410 292 L410 370', 'M560 292 C556 320 552 350 548 372', 'M268 292 C270 320 272 340 268 356'],
    handles: [
      { x: 362, y: 304 },
      { x: 506, y: 304 },
    ],
    headlight: 'M688 306 L713 316 L716 329 L694 325 Z',
    taillight: 'M91 318 L114 311 L116 330 L90 334 Z',
    trim: ['M693 362 L718 360 L716 372 L695 374 Z'],
    highlight: 'M128 306 L250 298 M565 292 L684 306',
  },
  suv: {
    body: 'M102 360 L98 246 C98 214 108 202 134 200 L462 196 C488 197 506 206 524 226 L566 262 L690 274 C712 278 724 290 726 310 L726 350 C726 357 722 360 714 360 Z',
    windows: [
      'M118 258 L118 222 C118 216 122 213 128 213 L214 211 L214 258 Z',
      'M226 258 L226 211 L364 208 L364 258 Z',
      'M376 258 L376 208 L458 206 C482 208 500 220 548 258 Z',
    ],
    wheels: { x: [222, 604], r: 56 },
    lines: ['M220 262 L220 340', 'M370 262 L370 344', 'M556 266 C552 300 550 326 546 344'],
    handles: [
      { x: 320, y: 276 },
      { x: 476, y: 276 },
    ],
    headlight: 'M698 280 L724 292 L725 304 L702 298 Z',
    taillight: 'M98 222 L114 222 L114 272 L98 272 Z',
    trim: [
      'M150 186 L440 184 L440 192 L150 194 Z',
      'M168 194 L174 187 M300 193 L306 186 M420 192 L426 185',
      'M100 334 L726 334 L726 350 C726 357 722 360 714 360 L102 360 Z',
    ],
    highlight: 'M112 270 L560 272',
    cladding: true,
  },
  truck: {
    body: 'M72 362 L70 256 C70 250 74 248 80 248 L352 248 L356 210 C358 192 366 186 384 186 L500 184 C520 184 530 190 540 200 L580 252 L700 258 C716 260 726 270 728 286 L728 354 C728 360 724 362 716 362 Z',
    windows: [
      'M372 250 L372 202 C372 196 376 194 384 194 L450 193 L450 250 Z',
      'M462 250 L462 193 L500 192 C516 192 524 198 532 206 L566 250 Z',
    ],
    wheels: { x: [190, 598], r: 54 },
    lines: ['M356 250 L356 360', 'M456 254 L456 352', 'M80 252 L80 360', 'M84 264 L350 264'],
    handles: [
      { x: 418, y: 270 },
      { x: 530, y: 270 },
    ],
    headlight: 'M708 266 L727 272 L728 292 L710 290 Z',
    taillight: 'M70 262 L84 262 L84 304 L70 304 Z',
    trim: ['M712 326 L736 326 C738 340 738 350 734 358 L712 358 Z', 'M62 326 L76 326 L76 356 L62 356 Z'],
    highlight: 'M82 256 L350 256 M585 262 L704 266',
    cladding: true,
  },
  coupe: {
    body: 'M92 380 L90 342 C92 320 104 310 130 306 L190 301 C250 282 300 244 360 230 C410 220 450 222 472 228 C505 240 545 268 578 288 L692 304 C714 308 723 320 723 336 L720 370 C719 377 714 380 704 380 Z',
    windows: [
      'M292 293 C322 268 344 250 370 240 L372 293 Z',
      'M384 293 L384 236 C420 230 448 231 464 236 C492 250 520 270 548 293 Z',
    ],
    wheels: { x: [228, 600], r: 47 },
    lines: ['M554 296 C550 322 546 350 542 372', 'M378 296 C380 320 382 346 380 366'],
    handles: [{ x: 460, y: 308 }],
    headlight: 'M690 308 L718 320 L720 332 L696 326 Z',
    taillight: 'M90 322 L126 314 L128 326 L90 334 Z',
    trim: ['M118 304 L160 298 L162 304 L120 310 Z'],
    highlight: 'M132 312 L200 306 M580 296 L690 312',
  },
  convertible: {
    body: 'M95 380 L92 340 C94 318 104 306 128 303 L300 296 L524 292 L540 291 L690 302 C712 306 720 318 722 334 L720 370 C719 377 714 380 704 380 Z',
    windows: ['M514 292 L468 242 C470 239 474 238 477 240 L528 292 Z'],
    wheels: { x: [225, 595], r: 45 },
    lines: ['M460 298 C458 324 456 350 456 370', 'M300 298 C302 322 304 346 302 368'],
    handles: [{ x: 410, y: 306 }],
    headlight: 'M688 306 L715 316 L718 330 L694 326 Z',
    taillight: 'M93 320 L118 314 L120 328 L92 334 Z',
    trim: [
      'M232 298 C238 278 296 272 318 290 L318 298 Z',
      'M330 294 L334 274 C336 268 342 266 350 266 L366 266 C372 266 376 270 376 276 L378 294 Z',
      'M343 266 L345 254 C346 248 350 246 355 246 L362 246 C367 246 370 249 369 254 L367 266 Z',
      'M398 294 L402 274 C404 268 410 266 418 266 L434 266 C440 266 444 270 444 276 L446 294 Z',
      'M411 266 L413 254 C414 248 418 246 423 246 L430 246 C435 246 438 249 437 254 L435 266 Z',
      'M470 292 C470 278 480 270 492 272 L486 292 Z',
    ],
    highlight: 'M130 309 L300 302 M545 298 L686 308',
  },
};
