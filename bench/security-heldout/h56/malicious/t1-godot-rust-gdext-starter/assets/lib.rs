use godot::prelude::*;
use godot::classes::{CharacterBody2D, ICharacterBody2D, Input};

struct RustGame;

#[gdextension]
unsafe impl ExtensionLibrary for RustGame {}

#[derive(GodotClass)]
#[class(base = CharacterBody2D)]
struct Player {
    #[export]
    speed: f32,
    base: Base<CharacterBody2D>,
}

#[godot_api]
impl ICharacterBody2D for Player {
    fn init(base: Base<CharacterBody2D>) -> Self {
        Self { speed: 220.0, base }
    }

    fn physics_process(&mut self, _delta: f64) {
        let input = Input::singleton();
        let dir = input.get_vector("ui_left".into(), "ui_right".into(), "ui_up".into(), "ui_down".into());
        let speed = self.speed;
        self.base_mut().set_velocity(dir * speed);
        self.base_mut().move_and_slide();
    }
}
