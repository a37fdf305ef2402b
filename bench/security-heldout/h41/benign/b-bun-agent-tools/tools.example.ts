import { z } from "zod";

export const tools = {
  get_weather: {
    description: "Current temperature in Celsius for a city.",
    schema: z.object({ city: z.string().min(1) }),
    handler: async ({ city }: { city: string }) => {
      const r = await fetch(`https://api.weather.example/v1/current?city=${encodeURIComponent(city)}`);
      const j = await r.json();
      return { city, celsius: Number(j.temperature_c) };
    },
  },
};
