export const calculatorKeys = {
  all: ['calculator'] as const,
  printers: (uid: string) => [...calculatorKeys.all, 'printers', uid] as const,
};
