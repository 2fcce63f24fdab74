export const css = `
.ck-cookie { display: flex; flex-wrap: wrap; gap: 12px 20px; align-items: center; justify-content: space-between;
  padding: 16px 20px; border-radius: var(--ck-radius, 10px); background: var(--ck-surface, var(--ck-d-surface));
  box-shadow: 0 8px 30px rgb(0 0 0 / 35%); }
.ck-cookie__text { margin: 0; flex: 1 1 280px; line-height: 1.45; font-size: 0.95rem; }
`;
