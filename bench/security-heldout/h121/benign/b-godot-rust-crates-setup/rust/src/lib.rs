use godot::classes::{ISprite2D, Sprite2D};
use godot::prelude::*;

struct RustExtension;

#[gdextension]
unsafe impl ExtensionLibrary for RustExtension {}

#[derive(GodotClass)]
#[class(base = Sprite2D)]
struct Spinner {
    #[export]
    angular_speed: f64,
    base: Base<Sprite2D>,
}

#[godot_api]
impl ISprite2D for Spinner {
    fn init(base: Base<Sprite2D>) -> Self {
        Self { angular_speed: std::f64::consts::PI, base }
    }

    fn process(&mut self, delta: f64) {
        let speed = self.angular_speed as f32;
        self.base_mut().rotate(speed * delta as f32);
    }
}
